#' Create a new Pagination
#'
#' @description
#' Page window of a paginated list. A page beyond the last one is empty but carries correct totals.
#'
#' @docType class
#' @title Pagination
#' @description Pagination Class
#' @format An \code{R6Class} generator object
#' @field page Current page (1-based). integer
#' @field pageSize Requested page size. integer
#' @field total Total number of matching records. integer
#' @field totalPages Number of pages (`ceil(total / pageSize)`; 0 when there are no records). integer
#' @field hasNext Whether a page after this one holds records. character
#' @field hasPrev Whether this is not the first page. character
#' @field nextCursor Only on lists that walk by cursor (`/distributions`): the opaque `cursor` of the records after this page, stable within one data version; null after the last record. character [optional]
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
Pagination <- R6::R6Class(
  "Pagination",
  public = list(
    `page` = NULL,
    `pageSize` = NULL,
    `total` = NULL,
    `totalPages` = NULL,
    `hasNext` = NULL,
    `hasPrev` = NULL,
    `nextCursor` = NULL,

    #' @description
    #' Initialize a new Pagination class.
    #'
    #' @param page Current page (1-based).
    #' @param pageSize Requested page size.
    #' @param total Total number of matching records.
    #' @param totalPages Number of pages (`ceil(total / pageSize)`; 0 when there are no records).
    #' @param hasNext Whether a page after this one holds records.
    #' @param hasPrev Whether this is not the first page.
    #' @param nextCursor Only on lists that walk by cursor (`/distributions`): the opaque `cursor` of the records after this page, stable within one data version; null after the last record.
    #' @param ... Other optional arguments.
    initialize = function(`page`, `pageSize`, `total`, `totalPages`, `hasNext`, `hasPrev`, `nextCursor` = NULL, ...) {
      if (!missing(`page`)) {
        if (!(is.numeric(`page`) && length(`page`) == 1)) {
          stop(paste("Error! Invalid data for `page`. Must be an integer:", `page`))
        }
        self$`page` <- `page`
      }
      if (!missing(`pageSize`)) {
        if (!(is.numeric(`pageSize`) && length(`pageSize`) == 1)) {
          stop(paste("Error! Invalid data for `pageSize`. Must be an integer:", `pageSize`))
        }
        self$`pageSize` <- `pageSize`
      }
      if (!missing(`total`)) {
        if (!(is.numeric(`total`) && length(`total`) == 1)) {
          stop(paste("Error! Invalid data for `total`. Must be an integer:", `total`))
        }
        self$`total` <- `total`
      }
      if (!missing(`totalPages`)) {
        if (!(is.numeric(`totalPages`) && length(`totalPages`) == 1)) {
          stop(paste("Error! Invalid data for `totalPages`. Must be an integer:", `totalPages`))
        }
        self$`totalPages` <- `totalPages`
      }
      if (!missing(`hasNext`)) {
        if (!(is.logical(`hasNext`) && length(`hasNext`) == 1)) {
          stop(paste("Error! Invalid data for `hasNext`. Must be a boolean:", `hasNext`))
        }
        self$`hasNext` <- `hasNext`
      }
      if (!missing(`hasPrev`)) {
        if (!(is.logical(`hasPrev`) && length(`hasPrev`) == 1)) {
          stop(paste("Error! Invalid data for `hasPrev`. Must be a boolean:", `hasPrev`))
        }
        self$`hasPrev` <- `hasPrev`
      }
      if (!is.null(`nextCursor`)) {
        if (!(is.character(`nextCursor`) && length(`nextCursor`) == 1)) {
          stop(paste("Error! Invalid data for `nextCursor`. Must be a string:", `nextCursor`))
        }
        self$`nextCursor` <- `nextCursor`
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
    #' @return Pagination as a base R list.
    #' @examples
    #' # convert array of Pagination (x) to a data frame
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
    #' Convert Pagination to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      PaginationObject <- list()
      if (!is.null(self$`page`)) {
        PaginationObject[["page"]] <-
          self$`page`
      }
      if (!is.null(self$`pageSize`)) {
        PaginationObject[["pageSize"]] <-
          self$`pageSize`
      }
      if (!is.null(self$`total`)) {
        PaginationObject[["total"]] <-
          self$`total`
      }
      if (!is.null(self$`totalPages`)) {
        PaginationObject[["totalPages"]] <-
          self$`totalPages`
      }
      if (!is.null(self$`hasNext`)) {
        PaginationObject[["hasNext"]] <-
          self$`hasNext`
      }
      if (!is.null(self$`hasPrev`)) {
        PaginationObject[["hasPrev"]] <-
          self$`hasPrev`
      }
      if (!is.null(self$`nextCursor`)) {
        PaginationObject[["nextCursor"]] <-
          self$`nextCursor`
      }
      return(PaginationObject)
    },

    #' @description
    #' Deserialize JSON string into an instance of Pagination
    #'
    #' @param input_json the JSON input
    #' @return the instance of Pagination
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`page`)) {
        self$`page` <- this_object$`page`
      }
      if (!is.null(this_object$`pageSize`)) {
        self$`pageSize` <- this_object$`pageSize`
      }
      if (!is.null(this_object$`total`)) {
        self$`total` <- this_object$`total`
      }
      if (!is.null(this_object$`totalPages`)) {
        self$`totalPages` <- this_object$`totalPages`
      }
      if (!is.null(this_object$`hasNext`)) {
        self$`hasNext` <- this_object$`hasNext`
      }
      if (!is.null(this_object$`hasPrev`)) {
        self$`hasPrev` <- this_object$`hasPrev`
      }
      if (!is.null(this_object$`nextCursor`)) {
        self$`nextCursor` <- this_object$`nextCursor`
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return Pagination in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of Pagination
    #'
    #' @param input_json the JSON input
    #' @return the instance of Pagination
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`page` <- this_object$`page`
      self$`pageSize` <- this_object$`pageSize`
      self$`total` <- this_object$`total`
      self$`totalPages` <- this_object$`totalPages`
      self$`hasNext` <- this_object$`hasNext`
      self$`hasPrev` <- this_object$`hasPrev`
      self$`nextCursor` <- this_object$`nextCursor`
      self
    },

    #' @description
    #' Validate JSON input with respect to Pagination and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
      # check the required field `page`
      if (!is.null(input_json$`page`)) {
        if (!(is.numeric(input_json$`page`) && length(input_json$`page`) == 1)) {
          stop(paste("Error! Invalid data for `page`. Must be an integer:", input_json$`page`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for Pagination: the required field `page` is missing."))
      }
      # check the required field `pageSize`
      if (!is.null(input_json$`pageSize`)) {
        if (!(is.numeric(input_json$`pageSize`) && length(input_json$`pageSize`) == 1)) {
          stop(paste("Error! Invalid data for `pageSize`. Must be an integer:", input_json$`pageSize`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for Pagination: the required field `pageSize` is missing."))
      }
      # check the required field `total`
      if (!is.null(input_json$`total`)) {
        if (!(is.numeric(input_json$`total`) && length(input_json$`total`) == 1)) {
          stop(paste("Error! Invalid data for `total`. Must be an integer:", input_json$`total`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for Pagination: the required field `total` is missing."))
      }
      # check the required field `totalPages`
      if (!is.null(input_json$`totalPages`)) {
        if (!(is.numeric(input_json$`totalPages`) && length(input_json$`totalPages`) == 1)) {
          stop(paste("Error! Invalid data for `totalPages`. Must be an integer:", input_json$`totalPages`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for Pagination: the required field `totalPages` is missing."))
      }
      # check the required field `hasNext`
      if (!is.null(input_json$`hasNext`)) {
        if (!(is.logical(input_json$`hasNext`) && length(input_json$`hasNext`) == 1)) {
          stop(paste("Error! Invalid data for `hasNext`. Must be a boolean:", input_json$`hasNext`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for Pagination: the required field `hasNext` is missing."))
      }
      # check the required field `hasPrev`
      if (!is.null(input_json$`hasPrev`)) {
        if (!(is.logical(input_json$`hasPrev`) && length(input_json$`hasPrev`) == 1)) {
          stop(paste("Error! Invalid data for `hasPrev`. Must be a boolean:", input_json$`hasPrev`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for Pagination: the required field `hasPrev` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of Pagination
    toString = function() {
      self$toJSONString()
    },

    #' @description
    #' Return true if the values in all fields are valid.
    #'
    #' @return true if the values in all fields are valid.
    isValid = function() {
      # check if the required `page` is null
      if (is.null(self$`page`)) {
        return(FALSE)
      }

      if (self$`page` < 1) {
        return(FALSE)
      }

      # check if the required `pageSize` is null
      if (is.null(self$`pageSize`)) {
        return(FALSE)
      }

      if (self$`pageSize` < 1) {
        return(FALSE)
      }

      # check if the required `total` is null
      if (is.null(self$`total`)) {
        return(FALSE)
      }

      if (self$`total` < 0) {
        return(FALSE)
      }

      # check if the required `totalPages` is null
      if (is.null(self$`totalPages`)) {
        return(FALSE)
      }

      if (self$`totalPages` < 0) {
        return(FALSE)
      }

      # check if the required `hasNext` is null
      if (is.null(self$`hasNext`)) {
        return(FALSE)
      }

      # check if the required `hasPrev` is null
      if (is.null(self$`hasPrev`)) {
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
      # check if the required `page` is null
      if (is.null(self$`page`)) {
        invalid_fields["page"] <- "Non-nullable required field `page` cannot be null."
      }

      if (self$`page` < 1) {
        invalid_fields["page"] <- "Invalid value for `page`, must be bigger than or equal to 1."
      }

      # check if the required `pageSize` is null
      if (is.null(self$`pageSize`)) {
        invalid_fields["pageSize"] <- "Non-nullable required field `pageSize` cannot be null."
      }

      if (self$`pageSize` < 1) {
        invalid_fields["pageSize"] <- "Invalid value for `pageSize`, must be bigger than or equal to 1."
      }

      # check if the required `total` is null
      if (is.null(self$`total`)) {
        invalid_fields["total"] <- "Non-nullable required field `total` cannot be null."
      }

      if (self$`total` < 0) {
        invalid_fields["total"] <- "Invalid value for `total`, must be bigger than or equal to 0."
      }

      # check if the required `totalPages` is null
      if (is.null(self$`totalPages`)) {
        invalid_fields["totalPages"] <- "Non-nullable required field `totalPages` cannot be null."
      }

      if (self$`totalPages` < 0) {
        invalid_fields["totalPages"] <- "Invalid value for `totalPages`, must be bigger than or equal to 0."
      }

      # check if the required `hasNext` is null
      if (is.null(self$`hasNext`)) {
        invalid_fields["hasNext"] <- "Non-nullable required field `hasNext` cannot be null."
      }

      # check if the required `hasPrev` is null
      if (is.null(self$`hasPrev`)) {
        invalid_fields["hasPrev"] <- "Non-nullable required field `hasPrev` cannot be null."
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
# Pagination$unlock()
#
## Below is an example to define the print function
# Pagination$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# Pagination$lock()

