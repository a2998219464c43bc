#' Create a new NicheResults
#'
#' @description
#' NicheResults Class
#'
#' @docType class
#' @title NicheResults
#' @description NicheResults Class
#' @format An \code{R6Class} generator object
#' @field jobId  character
#' @field workflow  character
#' @field model  character
#' @field seed  integer
#' @field variables Environmental variables used (after selection). list(character)
#' @field results One row per query (scores rounded to 4 decimals). list(\link{NicheQueryResult})
#' @field files  list(\link{NicheResultFile})
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
NicheResults <- R6::R6Class(
  "NicheResults",
  public = list(
    `jobId` = NULL,
    `workflow` = NULL,
    `model` = NULL,
    `seed` = NULL,
    `variables` = NULL,
    `results` = NULL,
    `files` = NULL,

    #' @description
    #' Initialize a new NicheResults class.
    #'
    #' @param jobId jobId
    #' @param workflow workflow
    #' @param model model
    #' @param seed seed
    #' @param variables Environmental variables used (after selection).
    #' @param results One row per query (scores rounded to 4 decimals).
    #' @param files files
    #' @param ... Other optional arguments.
    initialize = function(`jobId`, `workflow`, `model`, `seed`, `variables`, `results`, `files`, ...) {
      if (!missing(`jobId`)) {
        if (!(is.character(`jobId`) && length(`jobId`) == 1)) {
          stop(paste("Error! Invalid data for `jobId`. Must be a string:", `jobId`))
        }
        self$`jobId` <- `jobId`
      }
      if (!missing(`workflow`)) {
        if (!(is.character(`workflow`) && length(`workflow`) == 1)) {
          stop(paste("Error! Invalid data for `workflow`. Must be a string:", `workflow`))
        }
        self$`workflow` <- `workflow`
      }
      if (!missing(`model`)) {
        if (!(is.character(`model`) && length(`model`) == 1)) {
          stop(paste("Error! Invalid data for `model`. Must be a string:", `model`))
        }
        self$`model` <- `model`
      }
      if (!missing(`seed`)) {
        if (!(is.numeric(`seed`) && length(`seed`) == 1)) {
          stop(paste("Error! Invalid data for `seed`. Must be an integer:", `seed`))
        }
        self$`seed` <- `seed`
      }
      if (!missing(`variables`)) {
        stopifnot(is.vector(`variables`), length(`variables`) != 0)
        sapply(`variables`, function(x) stopifnot(is.character(x)))
        self$`variables` <- `variables`
      }
      if (!missing(`results`)) {
        stopifnot(is.vector(`results`), length(`results`) != 0)
        sapply(`results`, function(x) stopifnot(R6::is.R6(x)))
        self$`results` <- `results`
      }
      if (!missing(`files`)) {
        stopifnot(is.vector(`files`), length(`files`) != 0)
        sapply(`files`, function(x) stopifnot(R6::is.R6(x)))
        self$`files` <- `files`
      }
    },

    #' @description
    #' Convert to an R object. This method is deprecated. Use `toSimpleType()` instead.
    toJSON = function() {
      .Deprecated(new = "toSimpleType", msg = "Use the '$toSimpleType()' method instead since that is more clearly named. Use '$toJSONString()' to get a JSON string")
      return(self$toSimpleType())
    },

    #' @description
    #' Convert to a List
    #'
    #' Convert the R6 object to a list to work more easily with other tooling.
    #'
    #' @return NicheResults as a base R list.
    #' @examples
    #' # convert array of NicheResults (x) to a data frame
    #' \dontrun{
    #' library(purrr)
    #' library(tibble)
    #' df <- x |> map(\(y)y$toList()) |> map(as_tibble) |> list_rbind()
    #' df
    #' }
    toList = function() {
      return(self$toSimpleType())
    },

    #' @description
    #' Convert NicheResults to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      NicheResultsObject <- list()
      if (!is.null(self$`jobId`)) {
        NicheResultsObject[["jobId"]] <-
          self$`jobId`
      }
      if (!is.null(self$`workflow`)) {
        NicheResultsObject[["workflow"]] <-
          self$`workflow`
      }
      if (!is.null(self$`model`)) {
        NicheResultsObject[["model"]] <-
          self$`model`
      }
      if (!is.null(self$`seed`)) {
        NicheResultsObject[["seed"]] <-
          self$`seed`
      }
      if (!is.null(self$`variables`)) {
        NicheResultsObject[["variables"]] <-
          self$`variables`
      }
      if (!is.null(self$`results`)) {
        NicheResultsObject[["results"]] <-
          self$extractSimpleType(self$`results`)
      }
      if (!is.null(self$`files`)) {
        NicheResultsObject[["files"]] <-
          self$extractSimpleType(self$`files`)
      }
      return(NicheResultsObject)
    },

    extractSimpleType = function(x) {
      if (R6::is.R6(x)) {
        return(x$toSimpleType())
      } else if (!self$hasNestedR6(x)) {
        return(x)
      }
      lapply(x, self$extractSimpleType)
    },

    hasNestedR6 = function(x) {
      if (R6::is.R6(x)) {
        return(TRUE)
      }
      if (is.list(x)) {
        for (item in x) {
          if (self$hasNestedR6(item)) {
            return(TRUE)
          }
        }
      }
      FALSE
    },

    #' @description
    #' Deserialize JSON string into an instance of NicheResults
    #'
    #' @param input_json the JSON input
    #' @return the instance of NicheResults
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`jobId`)) {
        self$`jobId` <- this_object$`jobId`
      }
      if (!is.null(this_object$`workflow`)) {
        self$`workflow` <- this_object$`workflow`
      }
      if (!is.null(this_object$`model`)) {
        self$`model` <- this_object$`model`
      }
      if (!is.null(this_object$`seed`)) {
        self$`seed` <- this_object$`seed`
      }
      if (!is.null(this_object$`variables`)) {
        self$`variables` <- ApiClient$new()$deserializeObj(this_object$`variables`, "array[character]", loadNamespace("lepidoptera"))
      }
      if (!is.null(this_object$`results`)) {
        self$`results` <- ApiClient$new()$deserializeObj(this_object$`results`, "array[NicheQueryResult]", loadNamespace("lepidoptera"))
      }
      if (!is.null(this_object$`files`)) {
        self$`files` <- ApiClient$new()$deserializeObj(this_object$`files`, "array[NicheResultFile]", loadNamespace("lepidoptera"))
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return NicheResults in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of NicheResults
    #'
    #' @param input_json the JSON input
    #' @return the instance of NicheResults
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`jobId` <- this_object$`jobId`
      self$`workflow` <- this_object$`workflow`
      self$`model` <- this_object$`model`
      self$`seed` <- this_object$`seed`
      self$`variables` <- ApiClient$new()$deserializeObj(this_object$`variables`, "array[character]", loadNamespace("lepidoptera"))
      self$`results` <- ApiClient$new()$deserializeObj(this_object$`results`, "array[NicheQueryResult]", loadNamespace("lepidoptera"))
      self$`files` <- ApiClient$new()$deserializeObj(this_object$`files`, "array[NicheResultFile]", loadNamespace("lepidoptera"))
      self
    },

    #' @description
    #' Validate JSON input with respect to NicheResults and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
      # check the required field `jobId`
      if (!is.null(input_json$`jobId`)) {
        if (!(is.character(input_json$`jobId`) && length(input_json$`jobId`) == 1)) {
          stop(paste("Error! Invalid data for `jobId`. Must be a string:", input_json$`jobId`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NicheResults: the required field `jobId` is missing."))
      }
      # check the required field `workflow`
      if (!is.null(input_json$`workflow`)) {
        if (!(is.character(input_json$`workflow`) && length(input_json$`workflow`) == 1)) {
          stop(paste("Error! Invalid data for `workflow`. Must be a string:", input_json$`workflow`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NicheResults: the required field `workflow` is missing."))
      }
      # check the required field `model`
      if (!is.null(input_json$`model`)) {
        if (!(is.character(input_json$`model`) && length(input_json$`model`) == 1)) {
          stop(paste("Error! Invalid data for `model`. Must be a string:", input_json$`model`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NicheResults: the required field `model` is missing."))
      }
      # check the required field `seed`
      if (!is.null(input_json$`seed`)) {
        if (!(is.numeric(input_json$`seed`) && length(input_json$`seed`) == 1)) {
          stop(paste("Error! Invalid data for `seed`. Must be an integer:", input_json$`seed`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NicheResults: the required field `seed` is missing."))
      }
      # check the required field `variables`
      if (!is.null(input_json$`variables`)) {
        stopifnot(is.vector(input_json$`variables`), length(input_json$`variables`) != 0)
        tmp <- sapply(input_json$`variables`, function(x) stopifnot(is.character(x)))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NicheResults: the required field `variables` is missing."))
      }
      # check the required field `results`
      if (!is.null(input_json$`results`)) {
        stopifnot(is.vector(input_json$`results`), length(input_json$`results`) != 0)
        tmp <- sapply(input_json$`results`, function(x) stopifnot(R6::is.R6(x)))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NicheResults: the required field `results` is missing."))
      }
      # check the required field `files`
      if (!is.null(input_json$`files`)) {
        stopifnot(is.vector(input_json$`files`), length(input_json$`files`) != 0)
        tmp <- sapply(input_json$`files`, function(x) stopifnot(R6::is.R6(x)))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NicheResults: the required field `files` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of NicheResults
    toString = function() {
      self$toJSONString()
    },

    #' @description
    #' Return true if the values in all fields are valid.
    #'
    #' @return true if the values in all fields are valid.
    isValid = function() {
      # check if the required `jobId` is null
      if (is.null(self$`jobId`)) {
        return(FALSE)
      }

      # check if the required `workflow` is null
      if (is.null(self$`workflow`)) {
        return(FALSE)
      }

      # check if the required `model` is null
      if (is.null(self$`model`)) {
        return(FALSE)
      }

      # check if the required `seed` is null
      if (is.null(self$`seed`)) {
        return(FALSE)
      }

      if (self$`seed` < 0) {
        return(FALSE)
      }

      # check if the required `variables` is null
      if (is.null(self$`variables`)) {
        return(FALSE)
      }

      # check if the required `results` is null
      if (is.null(self$`results`)) {
        return(FALSE)
      }

      # check if the required `files` is null
      if (is.null(self$`files`)) {
        return(FALSE)
      }

      TRUE
    },

    #' @description
    #' Return a list of invalid fields (if any).
    #'
    #' @return A list of invalid fields (if any).
    getInvalidFields = function() {
      invalid_fields <- list()
      # check if the required `jobId` is null
      if (is.null(self$`jobId`)) {
        invalid_fields["jobId"] <- "Non-nullable required field `jobId` cannot be null."
      }

      # check if the required `workflow` is null
      if (is.null(self$`workflow`)) {
        invalid_fields["workflow"] <- "Non-nullable required field `workflow` cannot be null."
      }

      # check if the required `model` is null
      if (is.null(self$`model`)) {
        invalid_fields["model"] <- "Non-nullable required field `model` cannot be null."
      }

      # check if the required `seed` is null
      if (is.null(self$`seed`)) {
        invalid_fields["seed"] <- "Non-nullable required field `seed` cannot be null."
      }

      if (self$`seed` < 0) {
        invalid_fields["seed"] <- "Invalid value for `seed`, must be bigger than or equal to 0."
      }

      # check if the required `variables` is null
      if (is.null(self$`variables`)) {
        invalid_fields["variables"] <- "Non-nullable required field `variables` cannot be null."
      }

      # check if the required `results` is null
      if (is.null(self$`results`)) {
        invalid_fields["results"] <- "Non-nullable required field `results` cannot be null."
      }

      # check if the required `files` is null
      if (is.null(self$`files`)) {
        invalid_fields["files"] <- "Non-nullable required field `files` cannot be null."
      }

      invalid_fields
    },

    #' @description
    #' Print the object
    print = function() {
      print(jsonlite::prettify(self$toJSONString()))
      invisible(self)
    }
  ),
  # Lock the class to prevent modifications to the method or field
  lock_class = TRUE
)
## Uncomment below to unlock the class to allow modifications of the method or field
# NicheResults$unlock()
#
## Below is an example to define the print function
# NicheResults$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# NicheResults$lock()

