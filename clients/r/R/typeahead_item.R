#' Create a new TypeaheadItem
#'
#' @description
#' TypeaheadItem Class
#'
#' @docType class
#' @title TypeaheadItem
#' @description TypeaheadItem Class
#' @format An \code{R6Class} generator object
#' @field id  integer
#' @field scientificName  character
#' @field rank  character
#' @field commonNames  list(\link{CommonName})
#' @field parent  \link{TypeaheadItemParent}
#' @field matchedText  character
#' @field matchedField  \link{MatchedField}
#' @field acceptedName Accepted name when a synonym matched, otherwise null. character
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
TypeaheadItem <- R6::R6Class(
  "TypeaheadItem",
  public = list(
    `id` = NULL,
    `scientificName` = NULL,
    `rank` = NULL,
    `commonNames` = NULL,
    `parent` = NULL,
    `matchedText` = NULL,
    `matchedField` = NULL,
    `acceptedName` = NULL,

    #' @description
    #' Initialize a new TypeaheadItem class.
    #'
    #' @param id id
    #' @param scientificName scientificName
    #' @param rank rank
    #' @param commonNames commonNames
    #' @param parent parent
    #' @param matchedText matchedText
    #' @param matchedField matchedField
    #' @param acceptedName Accepted name when a synonym matched, otherwise null.
    #' @param ... Other optional arguments.
    initialize = function(`id`, `scientificName`, `rank`, `commonNames`, `parent`, `matchedText`, `matchedField`, `acceptedName`, ...) {
      if (!missing(`id`)) {
        if (!(is.numeric(`id`) && length(`id`) == 1)) {
          stop(paste("Error! Invalid data for `id`. Must be an integer:", `id`))
        }
        self$`id` <- `id`
      }
      if (!missing(`scientificName`)) {
        if (!(is.character(`scientificName`) && length(`scientificName`) == 1)) {
          stop(paste("Error! Invalid data for `scientificName`. Must be a string:", `scientificName`))
        }
        self$`scientificName` <- `scientificName`
      }
      if (!missing(`rank`)) {
        if (!(is.character(`rank`) && length(`rank`) == 1)) {
          stop(paste("Error! Invalid data for `rank`. Must be a string:", `rank`))
        }
        self$`rank` <- `rank`
      }
      if (!missing(`commonNames`)) {
        stopifnot(is.vector(`commonNames`), length(`commonNames`) != 0)
        sapply(`commonNames`, function(x) stopifnot(R6::is.R6(x)))
        self$`commonNames` <- `commonNames`
      }
      if (!missing(`parent`)) {
        stopifnot(R6::is.R6(`parent`))
        self$`parent` <- `parent`
      }
      if (!missing(`matchedText`)) {
        if (!(is.character(`matchedText`) && length(`matchedText`) == 1)) {
          stop(paste("Error! Invalid data for `matchedText`. Must be a string:", `matchedText`))
        }
        self$`matchedText` <- `matchedText`
      }
      if (!missing(`matchedField`)) {
        if (!(`matchedField` %in% c())) {
          stop(paste("Error! \"", `matchedField`, "\" cannot be assigned to `matchedField`. Must be .", sep = ""))
        }
        stopifnot(R6::is.R6(`matchedField`))
        self$`matchedField` <- `matchedField`
      }
      if (!missing(`acceptedName`)) {
        if (!(is.character(`acceptedName`) && length(`acceptedName`) == 1)) {
          stop(paste("Error! Invalid data for `acceptedName`. Must be a string:", `acceptedName`))
        }
        self$`acceptedName` <- `acceptedName`
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
    #' @return TypeaheadItem as a base R list.
    #' @examples
    #' # convert array of TypeaheadItem (x) to a data frame
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
    #' Convert TypeaheadItem to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      TypeaheadItemObject <- list()
      if (!is.null(self$`id`)) {
        TypeaheadItemObject[["id"]] <-
          self$`id`
      }
      if (!is.null(self$`scientificName`)) {
        TypeaheadItemObject[["scientificName"]] <-
          self$`scientificName`
      }
      if (!is.null(self$`rank`)) {
        TypeaheadItemObject[["rank"]] <-
          self$`rank`
      }
      if (!is.null(self$`commonNames`)) {
        TypeaheadItemObject[["commonNames"]] <-
          self$extractSimpleType(self$`commonNames`)
      }
      if (!is.null(self$`parent`)) {
        TypeaheadItemObject[["parent"]] <-
          self$extractSimpleType(self$`parent`)
      }
      if (!is.null(self$`matchedText`)) {
        TypeaheadItemObject[["matchedText"]] <-
          self$`matchedText`
      }
      if (!is.null(self$`matchedField`)) {
        TypeaheadItemObject[["matchedField"]] <-
          self$extractSimpleType(self$`matchedField`)
      }
      if (!is.null(self$`acceptedName`)) {
        TypeaheadItemObject[["acceptedName"]] <-
          self$`acceptedName`
      }
      return(TypeaheadItemObject)
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
    #' Deserialize JSON string into an instance of TypeaheadItem
    #'
    #' @param input_json the JSON input
    #' @return the instance of TypeaheadItem
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`id`)) {
        self$`id` <- this_object$`id`
      }
      if (!is.null(this_object$`scientificName`)) {
        self$`scientificName` <- this_object$`scientificName`
      }
      if (!is.null(this_object$`rank`)) {
        self$`rank` <- this_object$`rank`
      }
      if (!is.null(this_object$`commonNames`)) {
        self$`commonNames` <- ApiClient$new()$deserializeObj(this_object$`commonNames`, "array[CommonName]", loadNamespace("lepidoptera"))
      }
      if (!is.null(this_object$`parent`)) {
        `parent_object` <- TypeaheadItemParent$new()
        `parent_object`$fromJSON(jsonlite::toJSON(this_object$`parent`, auto_unbox = TRUE, digits = NA))
        self$`parent` <- `parent_object`
      }
      if (!is.null(this_object$`matchedText`)) {
        self$`matchedText` <- this_object$`matchedText`
      }
      if (!is.null(this_object$`matchedField`)) {
        `matchedfield_object` <- MatchedField$new()
        `matchedfield_object`$fromJSON(jsonlite::toJSON(this_object$`matchedField`, auto_unbox = TRUE, digits = NA))
        self$`matchedField` <- `matchedfield_object`
      }
      if (!is.null(this_object$`acceptedName`)) {
        self$`acceptedName` <- this_object$`acceptedName`
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return TypeaheadItem in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of TypeaheadItem
    #'
    #' @param input_json the JSON input
    #' @return the instance of TypeaheadItem
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`id` <- this_object$`id`
      self$`scientificName` <- this_object$`scientificName`
      self$`rank` <- this_object$`rank`
      self$`commonNames` <- ApiClient$new()$deserializeObj(this_object$`commonNames`, "array[CommonName]", loadNamespace("lepidoptera"))
      self$`parent` <- TypeaheadItemParent$new()$fromJSON(jsonlite::toJSON(this_object$`parent`, auto_unbox = TRUE, digits = NA))
      self$`matchedText` <- this_object$`matchedText`
      self$`matchedField` <- MatchedField$new()$fromJSON(jsonlite::toJSON(this_object$`matchedField`, auto_unbox = TRUE, digits = NA))
      self$`acceptedName` <- this_object$`acceptedName`
      self
    },

    #' @description
    #' Validate JSON input with respect to TypeaheadItem and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
      # check the required field `id`
      if (!is.null(input_json$`id`)) {
        if (!(is.numeric(input_json$`id`) && length(input_json$`id`) == 1)) {
          stop(paste("Error! Invalid data for `id`. Must be an integer:", input_json$`id`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for TypeaheadItem: the required field `id` is missing."))
      }
      # check the required field `scientificName`
      if (!is.null(input_json$`scientificName`)) {
        if (!(is.character(input_json$`scientificName`) && length(input_json$`scientificName`) == 1)) {
          stop(paste("Error! Invalid data for `scientificName`. Must be a string:", input_json$`scientificName`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for TypeaheadItem: the required field `scientificName` is missing."))
      }
      # check the required field `rank`
      if (!is.null(input_json$`rank`)) {
        if (!(is.character(input_json$`rank`) && length(input_json$`rank`) == 1)) {
          stop(paste("Error! Invalid data for `rank`. Must be a string:", input_json$`rank`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for TypeaheadItem: the required field `rank` is missing."))
      }
      # check the required field `commonNames`
      if (!is.null(input_json$`commonNames`)) {
        stopifnot(is.vector(input_json$`commonNames`), length(input_json$`commonNames`) != 0)
        tmp <- sapply(input_json$`commonNames`, function(x) stopifnot(R6::is.R6(x)))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for TypeaheadItem: the required field `commonNames` is missing."))
      }
      # check the required field `parent`
      if (!is.null(input_json$`parent`)) {
        stopifnot(R6::is.R6(input_json$`parent`))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for TypeaheadItem: the required field `parent` is missing."))
      }
      # check the required field `matchedText`
      if (!is.null(input_json$`matchedText`)) {
        if (!(is.character(input_json$`matchedText`) && length(input_json$`matchedText`) == 1)) {
          stop(paste("Error! Invalid data for `matchedText`. Must be a string:", input_json$`matchedText`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for TypeaheadItem: the required field `matchedText` is missing."))
      }
      # check the required field `matchedField`
      if (!is.null(input_json$`matchedField`)) {
        stopifnot(R6::is.R6(input_json$`matchedField`))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for TypeaheadItem: the required field `matchedField` is missing."))
      }
      # check the required field `acceptedName`
      if (!is.null(input_json$`acceptedName`)) {
        if (!(is.character(input_json$`acceptedName`) && length(input_json$`acceptedName`) == 1)) {
          stop(paste("Error! Invalid data for `acceptedName`. Must be a string:", input_json$`acceptedName`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for TypeaheadItem: the required field `acceptedName` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of TypeaheadItem
    toString = function() {
      self$toJSONString()
    },

    #' @description
    #' Return true if the values in all fields are valid.
    #'
    #' @return true if the values in all fields are valid.
    isValid = function() {
      # check if the required `id` is null
      if (is.null(self$`id`)) {
        return(FALSE)
      }

      if (self$`id` < 1) {
        return(FALSE)
      }

      # check if the required `scientificName` is null
      if (is.null(self$`scientificName`)) {
        return(FALSE)
      }

      # check if the required `rank` is null
      if (is.null(self$`rank`)) {
        return(FALSE)
      }

      # check if the required `commonNames` is null
      if (is.null(self$`commonNames`)) {
        return(FALSE)
      }

      # check if the required `parent` is null
      if (is.null(self$`parent`)) {
        return(FALSE)
      }

      # check if the required `matchedText` is null
      if (is.null(self$`matchedText`)) {
        return(FALSE)
      }

      # check if the required `matchedField` is null
      if (is.null(self$`matchedField`)) {
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
      # check if the required `id` is null
      if (is.null(self$`id`)) {
        invalid_fields["id"] <- "Non-nullable required field `id` cannot be null."
      }

      if (self$`id` < 1) {
        invalid_fields["id"] <- "Invalid value for `id`, must be bigger than or equal to 1."
      }

      # check if the required `scientificName` is null
      if (is.null(self$`scientificName`)) {
        invalid_fields["scientificName"] <- "Non-nullable required field `scientificName` cannot be null."
      }

      # check if the required `rank` is null
      if (is.null(self$`rank`)) {
        invalid_fields["rank"] <- "Non-nullable required field `rank` cannot be null."
      }

      # check if the required `commonNames` is null
      if (is.null(self$`commonNames`)) {
        invalid_fields["commonNames"] <- "Non-nullable required field `commonNames` cannot be null."
      }

      # check if the required `parent` is null
      if (is.null(self$`parent`)) {
        invalid_fields["parent"] <- "Non-nullable required field `parent` cannot be null."
      }

      # check if the required `matchedText` is null
      if (is.null(self$`matchedText`)) {
        invalid_fields["matchedText"] <- "Non-nullable required field `matchedText` cannot be null."
      }

      # check if the required `matchedField` is null
      if (is.null(self$`matchedField`)) {
        invalid_fields["matchedField"] <- "Non-nullable required field `matchedField` cannot be null."
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
# TypeaheadItem$unlock()
#
## Below is an example to define the print function
# TypeaheadItem$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# TypeaheadItem$lock()

