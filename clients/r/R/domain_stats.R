#' Create a new DomainStats
#'
#' @description
#' DomainStats Class
#'
#' @docType class
#' @title DomainStats
#' @description DomainStats Class
#' @format An \code{R6Class} generator object
#' @field domain  \link{DataDomain}
#' @field records  integer
#' @field sources Every source of the domain with its licence and citation and what the last load did with its rows. list(\link{DomainStatsSourcesInner})
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
DomainStats <- R6::R6Class(
  "DomainStats",
  public = list(
    `domain` = NULL,
    `records` = NULL,
    `sources` = NULL,

    #' @description
    #' Initialize a new DomainStats class.
    #'
    #' @param domain domain
    #' @param records records
    #' @param sources Every source of the domain with its licence and citation and what the last load did with its rows.
    #' @param ... Other optional arguments.
    initialize = function(`domain`, `records`, `sources`, ...) {
      if (!missing(`domain`)) {
        if (!(`domain` %in% c())) {
          stop(paste("Error! \"", `domain`, "\" cannot be assigned to `domain`. Must be .", sep = ""))
        }
        stopifnot(R6::is.R6(`domain`))
        self$`domain` <- `domain`
      }
      if (!missing(`records`)) {
        if (!(is.numeric(`records`) && length(`records`) == 1)) {
          stop(paste("Error! Invalid data for `records`. Must be an integer:", `records`))
        }
        self$`records` <- `records`
      }
      if (!missing(`sources`)) {
        stopifnot(is.vector(`sources`), length(`sources`) != 0)
        sapply(`sources`, function(x) stopifnot(R6::is.R6(x)))
        self$`sources` <- `sources`
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
    #' @return DomainStats as a base R list.
    #' @examples
    #' # convert array of DomainStats (x) to a data frame
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
    #' Convert DomainStats to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      DomainStatsObject <- list()
      if (!is.null(self$`domain`)) {
        DomainStatsObject[["domain"]] <-
          self$extractSimpleType(self$`domain`)
      }
      if (!is.null(self$`records`)) {
        DomainStatsObject[["records"]] <-
          self$`records`
      }
      if (!is.null(self$`sources`)) {
        DomainStatsObject[["sources"]] <-
          self$extractSimpleType(self$`sources`)
      }
      return(DomainStatsObject)
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
    #' Deserialize JSON string into an instance of DomainStats
    #'
    #' @param input_json the JSON input
    #' @return the instance of DomainStats
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`domain`)) {
        `domain_object` <- DataDomain$new()
        `domain_object`$fromJSON(jsonlite::toJSON(this_object$`domain`, auto_unbox = TRUE, digits = NA))
        self$`domain` <- `domain_object`
      }
      if (!is.null(this_object$`records`)) {
        self$`records` <- this_object$`records`
      }
      if (!is.null(this_object$`sources`)) {
        self$`sources` <- ApiClient$new()$deserializeObj(this_object$`sources`, "array[DomainStatsSourcesInner]", loadNamespace("lepidoptera"))
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return DomainStats in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of DomainStats
    #'
    #' @param input_json the JSON input
    #' @return the instance of DomainStats
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`domain` <- DataDomain$new()$fromJSON(jsonlite::toJSON(this_object$`domain`, auto_unbox = TRUE, digits = NA))
      self$`records` <- this_object$`records`
      self$`sources` <- ApiClient$new()$deserializeObj(this_object$`sources`, "array[DomainStatsSourcesInner]", loadNamespace("lepidoptera"))
      self
    },

    #' @description
    #' Validate JSON input with respect to DomainStats and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
      # check the required field `domain`
      if (!is.null(input_json$`domain`)) {
        stopifnot(R6::is.R6(input_json$`domain`))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for DomainStats: the required field `domain` is missing."))
      }
      # check the required field `records`
      if (!is.null(input_json$`records`)) {
        if (!(is.numeric(input_json$`records`) && length(input_json$`records`) == 1)) {
          stop(paste("Error! Invalid data for `records`. Must be an integer:", input_json$`records`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for DomainStats: the required field `records` is missing."))
      }
      # check the required field `sources`
      if (!is.null(input_json$`sources`)) {
        stopifnot(is.vector(input_json$`sources`), length(input_json$`sources`) != 0)
        tmp <- sapply(input_json$`sources`, function(x) stopifnot(R6::is.R6(x)))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for DomainStats: the required field `sources` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of DomainStats
    toString = function() {
      self$toJSONString()
    },

    #' @description
    #' Return true if the values in all fields are valid.
    #'
    #' @return true if the values in all fields are valid.
    isValid = function() {
      # check if the required `domain` is null
      if (is.null(self$`domain`)) {
        return(FALSE)
      }

      # check if the required `records` is null
      if (is.null(self$`records`)) {
        return(FALSE)
      }

      if (self$`records` < 0) {
        return(FALSE)
      }

      # check if the required `sources` is null
      if (is.null(self$`sources`)) {
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
      # check if the required `domain` is null
      if (is.null(self$`domain`)) {
        invalid_fields["domain"] <- "Non-nullable required field `domain` cannot be null."
      }

      # check if the required `records` is null
      if (is.null(self$`records`)) {
        invalid_fields["records"] <- "Non-nullable required field `records` cannot be null."
      }

      if (self$`records` < 0) {
        invalid_fields["records"] <- "Invalid value for `records`, must be bigger than or equal to 0."
      }

      # check if the required `sources` is null
      if (is.null(self$`sources`)) {
        invalid_fields["sources"] <- "Non-nullable required field `sources` cannot be null."
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
# DomainStats$unlock()
#
## Below is an example to define the print function
# DomainStats$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# DomainStats$lock()

